// Where the host may fetch a camera's picture from: only the address the inventory names for the door,
// and never one that points back into this machine or its cloud metadata (SSRF through a crafted camera
// entry) unless the service itself runs here (the demo) or the operator allowed the range. Pure: takes
// what the inventory said, unchecked.
import { BlockList, isIP } from 'node:net';

export interface CameraAddressPolicy {
  /** The service is on this machine (the demo, a test peer): its cameras may be too. */
  serviceOnLoopback: boolean;
  /** Ranges the operator allowed though they are loopback or link-local ("169.254.10.0/24"), CIDR. */
  allowedRanges: readonly string[];
}

export type CameraAddress = { ok: true; host: string; port: number } | { ok: false; reason: string };

const LOOPBACK_AND_LINK_LOCAL = new BlockList();
LOOPBACK_AND_LINK_LOCAL.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK_AND_LINK_LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LOOPBACK_AND_LINK_LOCAL.addAddress('::1', 'ipv6');
LOOPBACK_AND_LINK_LOCAL.addSubnet('fe80::', 10, 'ipv6');

const NEVER = new BlockList();
NEVER.addSubnet('0.0.0.0', 8, 'ipv4');
NEVER.addSubnet('224.0.0.0', 4, 'ipv4');
NEVER.addSubnet('240.0.0.0', 4, 'ipv4');
NEVER.addAddress('::', 'ipv6');
NEVER.addSubnet('ff00::', 8, 'ipv6');

export function cameraAddress(ipAddress: unknown, port: unknown, policy: CameraAddressPolicy): CameraAddress {
  if (typeof ipAddress !== 'string' || isIP(ipAddress) === 0) {
    return { ok: false, reason: `its address ${JSON.stringify(ipAddress)} is not an IP address` };
  }
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65_535) {
    return { ok: false, reason: `its port ${JSON.stringify(port)} is not a TCP port` };
  }
  const family = isIP(ipAddress) === 4 ? 'ipv4' : 'ipv6';
  if (NEVER.check(ipAddress, family)) return { ok: false, reason: `${ipAddress} is not a camera's address` };
  if (
    LOOPBACK_AND_LINK_LOCAL.check(ipAddress, family) &&
    !policy.serviceOnLoopback &&
    !allowed(ipAddress, family, policy)
  ) {
    return {
      ok: false,
      reason: `${ipAddress} is on this machine or its link (refused unless the operator allows the range)`,
    };
  }
  return { ok: true, host: family === 'ipv6' ? `[${ipAddress}]` : ipAddress, port };
}

function allowed(ipAddress: string, family: 'ipv4' | 'ipv6', policy: CameraAddressPolicy): boolean {
  const ranges = new BlockList();
  for (const range of policy.allowedRanges) {
    const [network, bits] = range.split('/');
    const rangeFamily = isIP(network ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (isIP(network ?? '') !== 0 && /^\d+$/.test(bits ?? '')) ranges.addSubnet(network!, Number(bits), rangeFamily);
  }
  return ranges.check(ipAddress, family);
}
