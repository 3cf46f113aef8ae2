import { useState } from 'react';
import { BottomMenuButton } from '../../components/ui/BottomMenu.tsx';
import { ScrollIcon } from '../../components/ui/icons.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { ConditionsModal } from './ConditionsModal.tsx';

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
      {open ? <ConditionsModal onClose={() => setOpen(false)} /> : null}
    </>
  );
}
