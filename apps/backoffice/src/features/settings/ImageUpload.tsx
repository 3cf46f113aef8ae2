import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { uploadSiteImage } from './settings-api.ts';

/**
 * An image for a setting's image field (ADR 0108): the file goes to the server's byte-checked
 * upload, the field takes the path it answers; a refusal (type, size) shows in words beside it.
 */
export function ImageUpload({ path, onUploaded }: { path: string; onUploaded(path: string): void }) {
  const { t, errorText } = useI18n();
  const action = useAction();
  return (
    <div className="settings-upload">
      <label className="muted">
        {t('settings.uploadImage')}{' '}
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={action.busy}
          data-testid={`upload-${path}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            void action.run(async () => onUploaded(await uploadSiteImage(file)));
          }}
        />
      </label>
      {action.error !== null && (
        <p className="field__error" role="alert" data-testid={`upload-error-${path}`}>
          {errorText(action.error)}
        </p>
      )}
    </div>
  );
}
