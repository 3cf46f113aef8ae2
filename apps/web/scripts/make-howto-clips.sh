#!/usr/bin/env bash
# Regenerates the bundled how-to clips in public/howto/{th,la,en}/ (committed, so the page works
# offline and no build step needs ffmpeg): one set per language, so no site plays another
# language's clips (ADR 0064). Needs ffmpeg with libvpx-vp9 and libx264, and the Noto fonts
# (Debian: fonts-noto-core). Step numbers are drawn with the Latin font: the Thai and Lao fonts
# carry no Latin digits. This ffmpeg draws text without shaping: the Thai and Lao lines avoid a tone
# mark over an upper vowel (e.g. ที่, ເບິ່ງ), which it would draw on top of the vowel.
set -euo pipefail
cd "$(dirname "$0")/../public/howto"
NOTO=${NOTO:-/usr/share/fonts/truetype/noto}
LATIN="${NOTO}/NotoSans-Bold.ttf"

clip() { # lang id title line1 line2 line3 colour
  local lang=$1 id=$2 title=$3 l1=$4 l2=$5 l3=$6 colour=$7 font
  case "$lang" in
    th) font="${NOTO}/NotoSansThai-Bold.ttf" ;;
    la) font="${NOTO}/NotoSansLao-Bold.ttf" ;;
    *) font="$LATIN" ;;
  esac
  mkdir -p "$lang"
  local text="fontfile=${font}:fontcolor=white" digit="fontfile=${LATIN}:fontcolor=white:fontsize=22"
  local vf="drawbox=x=0:y=0:w=iw:h=6:color=${colour}:t=fill,\
drawbox=x=0:y=ih-10:w='iw*t/3':h=10:color=${colour}:t=fill,\
drawtext=${text}:fontsize=34:x=(w-tw)/2:y=34:text='${title}',\
drawtext=${digit}:x=60:y=122:text='1':enable='gte(t,0.4)',\
drawtext=${text}:fontsize=22:x=90:y=116:text='${l1}':enable='gte(t,0.4)',\
drawtext=${digit}:x=60:y=166:text='2':enable='gte(t,1.2)',\
drawtext=${text}:fontsize=22:x=90:y=160:text='${l2}':enable='gte(t,1.2)',\
drawtext=${digit}:x=60:y=210:text='3':enable='gte(t,2.0)',\
drawtext=${text}:fontsize=22:x=90:y=204:text='${l3}':enable='gte(t,2.0)'"
  ffmpeg -loglevel error -y -f lavfi -i "color=c=0x131a3a:s=480x270:d=3:r=15" -vf "$vf" \
    -c:v libvpx-vp9 -b:v 90k -pix_fmt yuv420p -an "${lang}/${id}.webm"
  ffmpeg -loglevel error -y -f lavfi -i "color=c=0x131a3a:s=480x270:d=3:r=15" -vf "$vf" \
    -c:v libx264 -profile:v baseline -crf 32 -pix_fmt yuv420p -movflags +faststart -an "${lang}/${id}.mp4"
  ffmpeg -loglevel error -y -ss 2.9 -i "${lang}/${id}.webm" -frames:v 1 -q:v 6 "${lang}/${id}.jpg"
}

clip en wallet 'Wallet' 'Open the wallet' 'Choose a deposit channel' 'Balance arrives in 1 minute' 0xf5c451
clip en play 'Play a game' 'Pick a game account' 'Transfer from the wallet' 'Tap Play' 0x7c5cff
clip en balance 'Balance' 'Open Home' 'Tap Refresh all' 'See every game balance' 0x2fd3a4
clip en bonus 'Bonus' 'Open Bonus' 'Choose a promotion' 'Tap Receive' 0xff8a3d
clip en end-bonus 'End bonus' 'Meet the bonus conditions' 'Open Bonus' 'Tap End bonus' 0xff4f7b

clip th wallet 'กระเป๋าเงิน' 'เปิดกระเป๋าเงิน' 'เลือกช่องทางฝากเงิน' 'ยอดเงินเข้าบัญชีรวดเร็ว' 0xf5c451
clip th play 'เข้าเล่นเกม' 'เลือกบัญชีเกม' 'โอนเงินจากกระเป๋า' 'กดเล่น' 0x7c5cff
clip th balance 'เช็กยอดเงิน' 'เปิดหน้าแรก' 'กดปุ่มรีเฟรช' 'ดูยอดเงินทุกบัญชีเกม' 0x2fd3a4
clip th bonus 'รับโบนัส' 'เปิดหน้าโบนัส' 'เลือกโปรโมชั่น' 'กดรับโบนัส' 0xff8a3d
clip th end-bonus 'จบโบนัส' 'ทำยอดตามโบนัสให้ครบ' 'เปิดหน้าโบนัส' 'กดจบโบนัส' 0xff4f7b

clip la wallet 'ກະເປົາເງິນ' 'ເປີດກະເປົາເງິນ' 'ເລືອກຊ່ອງທາງຝາກເງິນ' 'ໄດ້ຮັບຍອດເງິນໄວ' 0xf5c451
clip la play 'ເປີດເກມ' 'ເລືອກບັນຊີເກມ' 'ໂອນເງິນຈາກກະເປົາ' 'ກົດປຸ່ມເປີດເກມ' 0x7c5cff
clip la balance 'ກວດຍອດເງິນ' 'ເປີດໜ້າຫຼັກ' 'ກົດໂຫຼດຄືນທັງໝົດ' 'ກວດຍອດເງິນທຸກບັນຊີເກມ' 0x2fd3a4
clip la bonus 'ຮັບໂບນັດ' 'ເປີດໜ້າໂບນັດ' 'ເລືອກໂປຣໂມຊັນ' 'ກົດຮັບໂບນັດ' 0xff8a3d
clip la end-bonus 'ຈົບໂບນັດ' 'ເຮັດຍອດຕາມໂບນັດໃຫ້ຄົບ' 'ເປີດໜ້າໂບນັດ' 'ກົດຈົບໂບນັດ' 0xff4f7b
