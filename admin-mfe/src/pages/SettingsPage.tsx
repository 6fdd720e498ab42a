import { useAsync } from '@sikka/shared/async';
import {
  fetchShopSettings,
  saveShopSettings,
  type SettingsSection,
  type SettingsValues,
} from '@sikka/shared/domain/settingsRules';
import { PageFrame } from '@sikka/shared/ui';
import { PageLoadState } from '../components/common/PageLoadState';
import { SettingsSectionForm } from '../components/settings/SettingsSectionForm';
import { formValues, SETTINGS_FORM } from '../model/settingsForm';
import styles from '../components/settings/SettingsPage.module.css';

const TITLE = 'Settings';

/**
 * /admin/settings (issue 51, the owner only): the shop's facts in four sections, each saved on its own
 * and checked by the database with the rules the form uses. Every page reads them on its next load.
 */
export default function SettingsPage() {
  const settings = useAsync(fetchShopSettings, []);
  if (settings.status !== 'ready')
    return <PageLoadState title={TITLE} state={settings} failedText="Failed to load the settings" onRetry={settings.refetch} />;
  const save = (section: SettingsSection) => async (values: SettingsValues) => {
    await saveShopSettings(section, values);
  };
  return (
    <PageFrame title={TITLE}>
      <div className={styles.sections}>
        {SETTINGS_FORM.map((spec) => (
          <SettingsSectionForm
            key={spec.section}
            spec={spec}
            values={formValues(settings.data[spec.section])}
            onSave={save(spec.section)}
          />
        ))}
      </div>
    </PageFrame>
  );
}
