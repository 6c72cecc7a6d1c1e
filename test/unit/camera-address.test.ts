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
  it("tries the maker's snapshot path from the type the service names, then ONVIF; HTTPS on 443", () => {
    expect(cameraWays('Axis P3245-V', 80)).toMatchObject({
      ok: true,
      maker: 'axis',
      ways: [
        { kind: 'snapshot', scheme: 'http', path: expect.stringMatching(/^\/axis-cgi\/jpg\/image\.cgi/) },
        { kind: 'onvif', scheme: 'http' },
      ],
      mjpegPath: expect.stringMatching(/^\/axis-cgi\/mjpg\/video\.cgi/),
    });
    expect(cameraWays('HIKVISION DS-2CD2143G2', 443)).toMatchObject({
      ok: true,
      maker: 'hikvision',
      ways: [
        { kind: 'snapshot', scheme: 'https', path: '/ISAPI/Streaming/channels/101/picture' },
        { kind: 'onvif', scheme: 'https' },
      ],
      mjpegPath: null,
    });
    expect(cameraWays('Wisenet XNV-6080R', 8080)).toMatchObject({
      ok: true,
      maker: 'hanwha',
      ways: [{ kind: 'snapshot', path: '/stw-cgi/video.cgi?msubmenu=snapshot&action=view' }, { kind: 'onvif' }],
    });
  });

  it('a type it does not know is asked through ONVIF alone', () => {
    expect(cameraWays('Bosch FLEXIDOME', 80)).toEqual({
      ok: true,
      maker: null,
      ways: [{ kind: 'onvif', scheme: 'http' }],
      mjpegPath: null,
    });
    expect(cameraWays(undefined, 80)).toMatchObject({ ok: true, ways: [{ kind: 'onvif' }] });
  });

  it("a camera that only streams (port 554, or a type that says RTSP) is read at its maker's RTSP path", () => {
    expect(cameraWays('Axis P3245-V', 554)).toMatchObject({
      ok: true,
      ways: [{ kind: 'rtsp', path: '/axis-media/media.amp' }],
    });
    expect(cameraWays('Hikvision DS-2CD1023G0E (RTSP only)', 8554)).toMatchObject({
      ok: true,
      ways: [{ kind: 'rtsp', path: '/Streaming/Channels/101' }],
    });
    expect(cameraWays('Bosch FLEXIDOME', 554)).toEqual({
      ok: false,
      reason: 'it only streams (RTSP), and where a "Bosch FLEXIDOME" streams is not known',
    });
  });
});
