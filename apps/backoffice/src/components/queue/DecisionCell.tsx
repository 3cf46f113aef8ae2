/** Who decided an item and why, once someone has. */
export function DecisionCell({
  item,
}: {
  item: { decidedBy: { name: string } | null; reason: string | null };
}) {
  return (
    <>
      {item.decidedBy && <div>{item.decidedBy.name}</div>}
      {item.reason && <div className="muted">{item.reason}</div>}
    </>
  );
}
