import { exploreGroup } from './groups.ts';

exploreGroup('member-money');
