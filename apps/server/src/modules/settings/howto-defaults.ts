import { HOWTO_VIDEO_IDS, type HowtoSetting, type HowtoVideoId } from '@wallet/contract';

/** Each tutorial's title and short text in th, la and en: what the member page said before (ADR 0118). */
const TEXTS: Record<HowtoVideoId, { title: [string, string, string]; text: [string, string, string] }> = {
  wallet: {
    title: ['กระเป๋าเงิน', 'ກະເປົາເງິນ', 'Wallet'],
    text: ['ฝากเงินและดูยอดเงินในกระเป๋า', 'ຝາກເງິນ ແລະ ເບິ່ງຍອດເງິນໃນກະເປົາ', 'Deposit and see your wallet balance'],
  },
  play: {
    title: ['เข้าเล่นเกม', 'ເຂົ້າຫຼິ້ນເກມ', 'Play'],
    text: ['โอนเงินเข้าเกมแล้วเริ่มเล่น', 'ໂອນເງິນເຂົ້າເກມແລ້ວເລີ່ມຫຼິ້ນ', 'Move money to a game and start playing'],
  },
  balance: {
    title: ['เช็กยอดเงิน', 'ກວດຍອດເງິນ', 'Balance'],
    text: ['อัปเดตยอดเงินทุกบัญชีเกม', 'ອັບເດດຍອດເງິນທຸກບັນຊີເກມ', 'Refresh the balance of every game account'],
  },
  bonus: {
    title: ['รับโบนัส', 'ຮັບໂບນັດ', 'Bonus'],
    text: ['เลือกโบนัสและโปรโมชั่น', 'ເລືອກໂບນັດ ແລະ ໂປຣໂມຊັນ', 'Pick bonuses and promotions'],
  },
  'end-bonus': {
    title: ['จบโบนัส', 'ຈົບໂບນັດ', 'End bonus'],
    text: ['จบโบนัสเมื่อทำเงื่อนไขครบ', 'ຈົບໂບນັດເມື່ອເຮັດເງື່ອນໄຂຄົບ', 'End a bonus once its conditions are met'],
  },
};

const perLanguage = ([th, la, en]: [string, string, string]) => ({ th, la, en });

/**
 * The how-to videos as shipped: the clips bundled with the member site (apps/web/public/howto,
 * ADR 0064), one per language; an operator replaces a link with another site path or an https video.
 */
export const howtoDefaults = Object.fromEntries(
  HOWTO_VIDEO_IDS.map((id) => [
    id,
    {
      title: perLanguage(TEXTS[id].title),
      text: perLanguage(TEXTS[id].text),
      link: { th: `/howto/th/${id}.webm`, la: `/howto/la/${id}.webm`, en: `/howto/en/${id}.webm` },
    },
  ]),
) as HowtoSetting;
