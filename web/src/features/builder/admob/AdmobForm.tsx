import type { AdmobConfig, Tier } from '@droidforge/contracts';
import { Link } from 'react-router';
import { TextField } from '../../../components/TextField';
import { AD_UNIT_FIELDS, ADMOB_EXAMPLES, type AdmobCheck, type AdmobField, allowedAdTypes, planAllowing } from './admob-config';

interface AdmobFormProps {
  config: AdmobConfig;
  check: AdmobCheck;
  tier: Tier;
  onChange: (field: AdmobField, value: string) => void;
}

/** AdMob ids (optional). Fields of ad types the plan does not include are disabled and name the plan that does. */
export function AdmobForm({ config, check, tier, onChange }: AdmobFormProps) {
  const allowed = allowedAdTypes(tier);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">AdMob configuration (optional)</legend>
      <p className="text-xs text-slate-600">
        {allowed.length === 0 ? (
          <>
            Your plan builds apps without ads. <Link to="/pricing" className="font-semibold text-brand-800 underline">Upgrade</Link> to add AdMob.
          </>
        ) : (
          `Your plan allows ${allowed.join(', ')} ads. Leave everything empty to build without ads.`
        )}
      </p>
      <TextField
        label="AdMob App ID"
        value={config.appId}
        onChange={(e) => onChange('appId', e.target.value)}
        placeholder={ADMOB_EXAMPLES.appId}
        error={check.errors.appId}
        disabled={allowed.length === 0}
        autoComplete="off"
        spellCheck={false}
      />
      {AD_UNIT_FIELDS.map(({ field, adType, label }) => {
        const permitted = allowed.includes(adType);
        return (
          <TextField
            key={field}
            label={label}
            value={config[field]}
            onChange={(e) => onChange(field, e.target.value)}
            placeholder={ADMOB_EXAMPLES.unitId}
            error={check.errors[field]}
            hint={permitted ? undefined : `Needs the ${planAllowing(adType) ?? 'a higher'} plan or above`}
            disabled={!permitted}
            autoComplete="off"
            spellCheck={false}
          />
        );
      })}
    </fieldset>
  );
}
