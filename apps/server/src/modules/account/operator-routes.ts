import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOperatorApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import { defined } from '../../lib/defined.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import { settingGroupRoutes, type SettingGroupChanges } from '../settings/index.ts';
import type { MemberActions } from './member-actions.ts';
import type { MemberDirectory } from './member-directory.ts';
import type { MemberNotes } from './member-notes.ts';
import type { MemberReads } from './member-reads.ts';
import type { MemberSeen } from './member-seen.ts';
import { memberTotals } from './member-totals.ts';

/**
 * The members' pages for operators (support): search (by tag too), a member's page, statement and
 * slips (each read audited), notes and tags (ADR 0182), devices and addresses seen, lock, unlock,
 * one-time password, ending sessions; and the account settings group
 * (how long that one-time password lasts, ADR 0124).
 */
export const accountOperatorRoutes: FastifyPluginAsyncZod<{
  directory: MemberDirectory;
  actions: MemberActions;
  reads: MemberReads;
  notes: MemberNotes;
  seen: MemberSeen;
  operators: OperatorSide;
  changes: SettingGroupChanges;
}> = async (app, { directory, actions, reads, notes, seen, operators, changes }) => {
  const { actorOf } = operators;
  await app.register(settingGroupRoutes, { group: 'account', changes, operators });
  app.route({
    ...fromContract(app, accountOperatorApi.search),
    handler: async (request) => ({ members: await directory.search(request.query.q, request.query.tag) }),
  });
  app.route({
    ...fromContract(app, accountOperatorApi.notes),
    handler: async (request) => notes.read(request.params.memberId),
  });
  app.route({
    ...fromContract(app, accountOperatorApi.addNote),
    handler: async (request) => notes.addNote(actorOf(request), request.params.memberId, request.body.text),
  });
  app.route({
    ...fromContract(app, accountOperatorApi.setTags),
    handler: async (request) => ({
      tags: await notes.setTags(actorOf(request), request.params.memberId, request.body.tags),
    }),
  });
  app.route({
    ...fromContract(app, accountOperatorApi.devices),
    handler: async (request) => {
      await directory.exists(request.params.memberId);
      return seen.list(request.params.memberId);
    },
  });
  // Reads of one member are audited once read (an unknown member is NO_USER and no row), and
  // answered only once their row is written (ADR 0052).
  app.route({
    ...fromContract(app, accountOperatorApi.page),
    handler: async (request) => {
      const page = await directory.page(request.params.memberId);
      await reads.record(actorOf(request), request.params.memberId, 'member.view');
      return page;
    },
  });
  app.route({
    ...fromContract(app, accountOperatorApi.totals),
    handler: async (request) => memberTotals(directory.pool, request.params.memberId),
  });
  app.route({
    ...fromContract(app, accountOperatorApi.statement),
    handler: async (request) => {
      const { memberId } = request.params;
      const { page, limit, ...search } = request.query;
      const statement = await directory.statement(memberId, page, limit, defined(search));
      await reads.record(actorOf(request), memberId, 'member.statement_view');
      return statement;
    },
  });
  app.route({
    ...fromContract(app, accountOperatorApi.slips),
    handler: async (request) => {
      const { memberId } = request.params;
      const slips = await directory.slips(memberId, request.query.page, request.query.limit);
      await reads.record(actorOf(request), memberId, 'member.slips_view');
      return slips;
    },
  });
  app.route({
    ...fromContract(app, accountOperatorApi.lock),
    handler: async (request) =>
      actions.setLocked(actorOf(request), request.params.memberId, true, request.body.reason),
  });
  app.route({
    ...fromContract(app, accountOperatorApi.unlock),
    handler: async (request) =>
      actions.setLocked(actorOf(request), request.params.memberId, false, request.body.reason),
  });
  app.route({
    ...fromContract(app, accountOperatorApi.resetPassword),
    handler: async (request) =>
      actions.resetPassword(actorOf(request), request.params.memberId, request.body.reason),
  });
  app.route({
    ...fromContract(app, accountOperatorApi.revokeSessions),
    handler: async (request) => ({
      sessionsEnded: await actions.revokeAllSessions(
        actorOf(request),
        request.params.memberId,
        request.body.reason,
      ),
    }),
  });
};
