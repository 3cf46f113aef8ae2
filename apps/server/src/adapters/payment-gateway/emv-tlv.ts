/**
 * EMVCo merchant-presented QR building blocks, shared by every national scheme built on it
 * (Thai PromptPay, LAO QR): two-digit tag, two-digit length, value; CRC in tag 63.
 */

export function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV tag ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo tag 63 requires. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload with its tag 63: the CRC covers everything before it, the "6304" header included. */
export function withCrc(body: string): string {
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16(withCrcHeader);
}
