// Where the host may fetch a camera's picture from (issue 34): only an IP address and port the inventory
// names, never one pointing back into this machine or its cloud metadata unless the service is the demo on
// this machine or the operator allowed the range; and the maker's path chosen from the camera's type.
import { describe, expect, it } from 'vitest';
import { cameraAddress, type CameraAddressPolicy } from '../../electron/core/cameras/camera-address.js';
import { cameraWays } from '../../electron/core/cameras/camera-ways.js';

const SITE: CameraAddressPolicy = { serviceOnLoopback: false, allowedRanges: [] };
const DEMO: CameraAddressPolicy = { serviceOnLoopback: true, allowedRanges: [] };

describe('cameraAddress', () => {
  it("takes a site's private addresses as they are, IPv6 in brackets", () => {
    expect(cameraAddress('10.20.30.40', 80, SITE)).toEqual({ ok: true, host: '10.20.30.40', port: 80 });
    expect(cameraAddress('192.168.1.64', 8080, SITE)).toEqual({ ok: true, host: '192.168.1.64', port: 8080 });
    expect(cameraAddress('fd00::64', 443, SITE)).toEqual({ ok: true, host: '[fd00::64]', port: 443 });
  });

  it('refuses what is not an IP address and a port, saying which', () => {
    for (const address of ['camera.site.local', '', '10.0.0.1/32', '10.0.0.1; reboot', null, 167772161]) {
      const refused = cameraAddress(address, 80, SITE);
      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.reason).toMatch(/is not an IP address$/);
    }
    for (const port of [0, 65_536, '80', 80.5, null]) {
      const refused = cameraAddress('10.0.0.1', port, SITE);
      expect(!refused.ok && refused.reason).toMatch(/is not a TCP port$/);
    }
  });

  it('refuses this machine, its link (cloud metadata) and addresses no camera has, for a service elsewhere', () => {
    for (const address of ['127.0.0.1', '127.20.1.9', '::1', '169.254.169.254', 'fe80::1']) {
      expect(cameraAddress(address, 80, SITE)).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/this machine or its link/),
      });
    }
    for (const address of ['0.0.0.0', '224.0.0.1', '255.255.255.255', '::', 'ff02::1']) {
      expect(cameraAddress(address, 80, DEMO)).toMatchObject({
        ok: false,
        reason: `${address} is not a camera's address`,
      });
    }
  });

  it('allows this machine when the service runs on it (the demo), and a range the operator allowed, only that range', () => {
    expect(cameraAddress('127.0.0.1', 41_000, DEMO)).toEqual({ ok: true, host: '127.0.0.1', port: 41_000 });
    const allowed: CameraAddressPolicy = {
      serviceOnLoopback: false,
      allowedRanges: ['169.254.10.0/24', 'not a range'],
    };
    expect(cameraAddress('169.254.10.7', 80, allowed).ok).toBe(true);
    expect(cameraAddress('169.254.169.254', 80, allowed).ok).toBe(false);
    expect(cameraAddress('127.0.0.1', 80, allowed).ok).toBe(false);
  });
});

describe('cameraWays', () => {
  it("picks the maker's snapshot path from the type the service names, HTTPS on 443", () => {
    expect(cameraWays('Axis P3245-V', 80)).toMatchObject({
      ok: true,
      maker: 'axis',
      scheme: 'http',
      snapshotPath: expect.stringMatching(/^\/axis-cgi\/jpg\/image\.cgi/),
    });
    expect(cameraWays('HIKVISION DS-2CD2143G2', 443)).toMatchObject({
      ok: true,
      maker: 'hikvision',
      scheme: 'https',
      snapshotPath: '/ISAPI/Streaming/channels/101/picture',
    });
    expect(cameraWays('Wisenet XNV-6080R', 8080)).toMatchObject({
      ok: true,
      maker: 'hanwha',
      snapshotPath: '/stw-cgi/video.cgi?msubmenu=snapshot&action=view',
    });
  });

  it('says plainly when a camera only streams (port 554) or is of a type it cannot ask yet', () => {
    expect(cameraWays('Axis P3245-V', 554)).toEqual({
      ok: false,
      reason: expect.stringMatching(/only streams \(RTSP, port 554\)/),
    });
    expect(cameraWays('Bosch FLEXIDOME', 80)).toEqual({
      ok: false,
      reason: 'its type "Bosch FLEXIDOME" is not one this monitor can take pictures from yet',
    });
    expect(cameraWays(undefined, 80).ok).toBe(false);
  });
});
