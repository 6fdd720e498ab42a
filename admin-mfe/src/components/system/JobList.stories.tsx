import type { ScheduledJob } from '../../model/system';
import { JobList } from './JobList';

export default { title: 'Admin/System/JobList', component: JobList };

const sendMail: ScheduledJob = {
  jobname: 'send-mail',
  schedule: '10 seconds',
  active: true,
  last_started_at: '2026-11-29T01:00:00Z',
  last_finished_at: '2026-11-29T01:00:00Z',
  last_status: 'succeeded',
  last_message: 'SELECT 1',
  last_failed_at: '',
  last_failure: '',
  failures_last_day: 0,
  late: false,
  well: true,
};
const backup: ScheduledJob = {
  ...sendMail,
  jobname: 'nightly-backup',
  schedule: '30 21 * * *',
  last_status: 'failed',
  last_failed_at: '2026-11-28T21:30:00Z',
  last_failure: 'ENOSPC: no space left on device',
  failures_last_day: 1,
  well: false,
};

export const AllWell = { args: { jobs: [sendMail] } };
export const OneFailing = { args: { jobs: [backup, sendMail] } };
