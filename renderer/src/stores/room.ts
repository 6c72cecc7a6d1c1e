import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { Room } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { settleCall } from './call.js';

/** The control room's shared database this workstation is in (Health), joining one and leaving it. */
export const useRoomStore = defineStore('room', () => {
  const room = ref<Room | null>(null);
  const error = ref<string | null>(null);
  const busy = ref(false);
  const show = (answer: Room): void => {
    room.value = answer;
  };

  return {
    room,
    error,
    busy,
    load: () => settleCall(() => callBridge('room.status', {}), show, { error }),
    // The supervisor password: needed once one is set (issue 32), sent only when typed.
    join: (url: string, password: string, supervisorPassword = '') =>
      settleCall(
        () =>
          callBridge('room.join', {
            url,
            ...(password ? { password } : {}),
            ...(supervisorPassword ? { supervisorPassword } : {}),
          }),
        show,
        { error, busy },
      ),
    leave: (supervisorPassword = '') =>
      settleCall(() => callBridge('room.leave', supervisorPassword ? { supervisorPassword } : {}), show, {
        error,
        busy,
      }),
  };
});
