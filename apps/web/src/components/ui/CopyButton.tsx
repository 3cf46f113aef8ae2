import { copyText } from '../../lib/browser/copy-text.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { CopyIcon } from './icons.tsx';
import { useToast } from '../../lib/feedback/toast/use-toast.ts';
import './copy-button.css';

interface Props {
  text: string;
  /** Names what is copied, for screen readers ("Copy account number"). */
  label: string;
  testId?: string;
}

/** Copies `text` and says so: "Copied: …" or "Failed to copy" (spec doc 2 section 8). */
export function CopyButton({ text, label, testId }: Props) {
  const { t } = useI18n();
  const toast = useToast();
  const copy = async () => {
    if (await copyText(text)) toast.show('success', t('copy.done', { text }));
    else toast.show('error', t('copy.failed'));
  };
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={label}
      title={label}
      onClick={() => void copy()}
      data-testid={testId}
    >
      <CopyIcon />
    </button>
  );
}
