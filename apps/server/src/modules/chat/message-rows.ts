/** A message row as the queries select it (the JSON of a row_to_json has the same names). */
export interface MessageRow {
  id: number;
  sender: 'customer' | 'other';
  messageType: string;
  payload: unknown;
  memberId: number | null;
  guestKey: string | null;
  username: string | null;
  name: string | null;
  deviceToken: string | null;
  createdAt: Date | string;
  sessionId: number;
}

export const MESSAGE_COLUMNS = `id, sender, message_type AS "messageType", payload, member_id AS "memberId",
  guest_key AS "guestKey", username, name, device_token AS "deviceToken", created_at AS "createdAt",
  session_id AS "sessionId"`;
