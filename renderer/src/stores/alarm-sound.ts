import { defineStore } from 'pinia';
import { ref } from 'vue';

export type AlarmSound = 'critical' | 'alarm';

/**
 * The alarm sounds, and whether the browser lets them play. Autoplay is refused until the guard
 * has used the page; that refusal is shown (blocked), never swallowed, and a click plays again.
 */
export const useAlarmSoundStore = defineStore('alarm-sound', () => {
  const blocked = ref(false);
  const audio = new Map<AlarmSound, HTMLAudioElement>();

  function element(sound: AlarmSound): HTMLAudioElement {
    let found = audio.get(sound);
    if (!found) {
      const file = sound === 'critical' ? 'sounds/critical.wav' : 'sounds/alarm.wav';
      found = new Audio(new URL(file, document.baseURI).href);
      audio.set(sound, found);
    }
    return found;
  }

  async function play(sound: AlarmSound): Promise<void> {
    const player = element(sound);
    player.currentTime = 0;
    try {
      await player.play();
      blocked.value = false;
    } catch {
      blocked.value = true;
    }
  }

  return { blocked, play };
});
