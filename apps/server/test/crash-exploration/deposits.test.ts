import { exploreGroup } from './groups.ts';

exploreGroup('deposits');
