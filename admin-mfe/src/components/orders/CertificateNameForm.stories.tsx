import { CertificateNameForm } from './CertificateNameForm';

export default { title: 'Admin/CertificateNameForm', component: CertificateNameForm };

const onSave = async () => {};

export const NameSet = { args: { savedName: 'Dr. R. Krishnan', onSave } };
export const NoNameYet = { args: { savedName: null, onSave } };
export const Loading = { args: { savedName: undefined, onSave } };
export const SaveRefused = {
  args: { savedName: 'Dr. R. Krishnan', onSave: async () => Promise.reject({ code: 'P0001', hint: 'not_authorized' }) },
};
