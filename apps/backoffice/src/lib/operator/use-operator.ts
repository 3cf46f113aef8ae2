import { useQuery } from '@tanstack/react-query';
import type { OperatorView } from '@wallet/contract';
import { meQuery } from './operator-api.ts';

/** The operator the app runs for; screens under the layout only render once it is known. */
export function useOperator(): OperatorView | undefined {
  return useQuery(meQuery).data?.operator;
}
