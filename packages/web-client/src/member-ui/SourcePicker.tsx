import type { SourceItem } from '@wallet/contract';
import { Select } from './Select.tsx';

type SourceKey = 'register.source' | 'register.sourcePlaceholder' | 'register.sourceOptional';

interface Props {
  /** The sources lookup as a member receives it: in order, each named in the member's language. */
  sources: readonly SourceItem[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  t(key: SourceKey): string;
}

/** The registration form's "where did you hear of us" picker (optional for the member). */
export function SourcePicker({ sources, t, ...field }: Props) {
  return (
    <Select
      label={t('register.source')}
      name="sourceCode"
      placeholder={t('register.sourcePlaceholder')}
      hint={t('register.sourceOptional')}
      options={sources.map((source) => ({ value: source.code, label: source.description }))}
      {...field}
    />
  );
}
