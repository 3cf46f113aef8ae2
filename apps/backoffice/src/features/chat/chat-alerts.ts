/**
 * New-message alerts for agents: how many customer messages arrived since the inbox was last
 * looked at (the menu's badge), and whether they chime (the agent can turn it off; kept per
 * browser).
 */
const SOUND_KEY = 'chat-sound';
let unseen = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const chatAlerts = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  unseen: () => unseen,
  arrived() {
    unseen += 1;
    notify();
  },
  seen() {
    unseen = 0;
    notify();
  },
  soundOn: () => localStorage.getItem(SOUND_KEY) !== 'off',
  setSound(on: boolean) {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    notify();
  },
};

/** A short two-tone chime made with WebAudio: no sound file to ship. */
export function chime(): void {
  if (!chatAlerts.soundOn()) return;
  try {
    const audio = new AudioContext();
    for (const [at, frequency] of [
      [0, 880],
      [0.12, 1320],
    ] as const) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, audio.currentTime + at);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + at + 0.25);
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + at);
      tone.stop(audio.currentTime + at + 0.3);
    }
  } catch {
    // No audio (a test browser, a policy): the badge still tells.
  }
}
