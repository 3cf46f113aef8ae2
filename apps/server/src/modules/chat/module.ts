import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CHAT_GUEST_HEADER } from '@wallet/contract';
import type pg from 'pg';
import type { FileStorage } from '../../adapters/storage/port.ts';
import type { Config } from '../../config.ts';
import type { ChatOwner } from '../../lib/chat-events.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { AuthService } from '../auth/index.ts';
import type { SettingGroupChanges, SettingsService } from '../settings/index.ts';
import { CannedReplyStore } from './canned-replies.ts';
import { CHAT_UPLOAD_MAX_BYTES, ChatFileLinks, ChatFiles } from './chat-files.ts';
import { ChatLimits } from './chat-limits.ts';
import { ChatService } from './chat-service.ts';
import { Conversations } from './conversations.ts';
import { Customers } from './customers.ts';
import { GuestIds } from './guest-ids.ts';
import { MessageViews } from './message-views.ts';
import { ChatMessages } from './messages.ts';
import { chatOperatorRoutes } from './operator-routes.ts';
import { chatRoutes } from './routes.ts';

export interface ChatDeps {
  config: Config;
  pool: pg.Pool;
  secret: string;
  limiter: RateLimiter;
  live: LiveBus;
  /** The storage port the slip images use. */
  storage: FileStorage;
  /** Member logins: a guest's conversation is merged as the guest logs in (ADR 0102). */
  auth: Pick<AuthService, 'onLogin'>;
  /** The back-office's operator side: the canned replies' audit (ADR 0103). */
  operators: OperatorSide;
  /** The `chat` setting (the sessions' idle time) and its group's routes (ADR 0124). */
  settings: SettingsService;
  settingChanges: SettingGroupChanges;
}

/** What the realtime place needs: who a guest's socket is. */
export interface ChatRealtime {
  guestIds: GuestIds;
  /** The customer a conversation belongs to (an agent's typing goes to their room). */
  ownerOf(conversationId: number): Promise<ChatOwner>;
  /** The customer's conversation, if any (their typing goes to the agents). */
  conversationOf(owner: ChatOwner): Promise<number | undefined>;
}

/** The support chat (issue 25): members' and guests' calls, the agents' inbox, pushes on the live bus. */
export async function chatModule(app: FastifyInstance, deps: ChatDeps): Promise<ChatRealtime> {
  const { config, pool, secret, live, storage } = deps;
  const guestIds = new GuestIds(secret);
  const links = new ChatFileLinks(secret);
  const views = new MessageViews(links);
  const conversations = new Conversations(pool, views);
  const messages = new ChatMessages(pool, views, deps.settings);
  const files = new ChatFiles(pool, storage);
  const limits = new ChatLimits(
    deps.limiter,
    config.CHAT_MESSAGES_PER_MINUTE,
    config.CHAT_UPLOADS_PER_MINUTE,
  );
  const chat = new ChatService(conversations, messages, files, limits, live.chat);
  const customers = new Customers(app, pool, guestIds);
  // The widget sends its guest id with the login: the history is the member's before the answer.
  // Without it (another client, private mode) the first chat call with the id merges (ADR 0080).
  deps.auth.onLogin(async (memberId, request) => {
    const header = request.headers[CHAT_GUEST_HEADER];
    const guestKey = typeof header === 'string' ? guestIds.keyOrNothing(header) : undefined;
    if (guestKey) await chat.mergeGuest(guestKey, memberId, 'recent');
  });
  await app.register(async (scope) => {
    // Multipart bodies are parsed in this module's scope only; each upload sets its own size cap.
    await scope.register(multipart, {
      limits: { fileSize: CHAT_UPLOAD_MAX_BYTES.video, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    await scope.register(chatRoutes, { chat, customers, guestIds, files, links, storage });
    await scope.register(chatOperatorRoutes, {
      chat,
      conversations,
      messages,
      canned: new CannedReplyStore(pool, deps.operators),
      operators: deps.operators,
      pool,
      changes: deps.settingChanges,
    });
  });
  return {
    guestIds,
    ownerOf: (conversationId) => conversations.owner(conversationId),
    conversationOf: (owner) =>
      conversations.find(
        'memberId' in owner
          ? { kind: 'member', ...owner, username: '', name: '' }
          : { kind: 'guest', ...owner },
      ),
  };
}
