#!/usr/bin/env bash
# Regenerates the bundled how-to clips in public/howto/ (committed, so the page works offline
# and no build step needs ffmpeg). Needs ffmpeg with libvpx-vp9 and libx264 and the Noto Sans font.
set -euo pipefail
cd "$(dirname "$0")/../public/howto"
FONT=${FONT:-/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf}

clip() { # id title line1 line2 line3 colour
  local id=$1 title=$2 l1=$3 l2=$4 l3=$5 colour=$6
  local text="fontfile=${FONT}:fontcolor=white"
  local vf="drawbox=x=0:y=0:w=iw:h=6:color=${colour}:t=fill,\
drawbox=x=0:y=ih-10:w='iw*t/3':h=10:color=${colour}:t=fill,\
drawtext=${text}:fontsize=34:x=(w-tw)/2:y=40:text='${title}',\
drawtext=${text}:fontsize=22:x=60:y=120:text='1  ${l1}':enable='gte(t,0.4)',\
drawtext=${text}:fontsize=22:x=60:y=160:text='2  ${l2}':enable='gte(t,1.2)',\
drawtext=${text}:fontsize=22:x=60:y=200:text='3  ${l3}':enable='gte(t,2.0)'"
  ffmpeg -loglevel error -y -f lavfi -i "color=c=0x131a3a:s=480x270:d=3:r=15" -vf "$vf" \
    -c:v libvpx-vp9 -b:v 90k -pix_fmt yuv420p -an "${id}.webm"
  ffmpeg -loglevel error -y -f lavfi -i "color=c=0x131a3a:s=480x270:d=3:r=15" -vf "$vf" \
    -c:v libx264 -profile:v baseline -crf 32 -pix_fmt yuv420p -movflags +faststart -an "${id}.mp4"
  ffmpeg -loglevel error -y -ss 2.9 -i "${id}.webm" -frames:v 1 -q:v 6 "${id}.jpg"
}

clip wallet 'Wallet' 'Open the wallet' 'Choose a deposit channel' 'Balance arrives in 1 minute' 0xf5c451
clip play 'Play a game' 'Pick a game account' 'Transfer from the wallet' 'Tap Play' 0x7c5cff
clip balance 'Balance' 'Open Home' 'Tap Refresh all' 'See every game balance' 0x2fd3a4
clip bonus 'Bonus' 'Open Bonus' 'Choose a promotion' 'Tap Receive' 0xff8a3d
clip end-bonus 'End bonus' 'Meet the bonus conditions' 'Open Bonus' 'Tap End bonus' 0xff4f7b
