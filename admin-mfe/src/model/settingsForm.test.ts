import { describe, expect, it } from 'vitest';
import { settingsProblemField, SETTINGS_SECTIONS } from '@sikka/shared/domain/settingsRules';
import { formValues, SETTINGS_FORM } from './settingsForm';

describe('the settings form', () => {
  it('has a field for every setting a rule checks, in each section', () => {
    expect(SETTINGS_FORM.map((s) => s.section)).toEqual([...SETTINGS_SECTIONS]);
    for (const { section, fields } of SETTINGS_FORM) {
      const names = fields.map((f) => f.name);
      for (const problem of ['settings_gstin_check_digit', 'settings_upi_vpa_invalid', 'settings_hold_minutes_range']) {
        const field = settingsProblemField(section, problem);
        if (field) expect(names).toContain(field);
      }
    }
  });

  it('shows numbers as the text typed', () => {
    expect(formValues({ hold_minutes: 30, upi_vpa: 'a@b', notify_new_order: true })).toEqual({
      hold_minutes: '30',
      upi_vpa: 'a@b',
      notify_new_order: true,
    });
  });
});
