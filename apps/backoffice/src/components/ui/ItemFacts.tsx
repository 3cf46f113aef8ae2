import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

interface Props {
  member: { id: number; name: string };
  amount: ReactNode;
  /** What else the decision rests on, after whose and how much: a term and its value each. */
  more?: [term: string, value: ReactNode][];
}

/** What a confirmation says first about the item it changes: whose it is, how much, then the rest. */
export function ItemFacts({ member, amount, more = [] }: Props) {
  const { t } = useI18n();
  const facts: [string, ReactNode][] = [
    [t('queues.col.member'), `${member.name} (#${member.id})`],
    [t('queues.col.amount'), amount],
    ...more,
  ];
  return (
    <dl className="facts">
      {facts.map(([term, value]) => (
        <Fact key={term} term={term} value={value} />
      ))}
    </dl>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
