import { lazy, Suspense, useState } from 'react';
import { BottomMenuButton } from '../../components/ui/BottomMenu.tsx';
import { ScrollIcon } from '../../components/ui/icons.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** Opened from the menu, never on a first paint: its code comes with the first tap (issue 44: home's budget). */
const ConditionsModal = lazy(async () => ({
  default: (await import('./ConditionsModal.tsx')).ConditionsModal,
}));

export function ConditionsMenuButton() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <BottomMenuButton
        label={t('menu.conditions')}
        icon={<ScrollIcon />}
        onClick={() => setOpen(true)}
        testId="menu-conditions"
      />
      {open ? (
        <Suspense fallback={null}>
          <ConditionsModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
