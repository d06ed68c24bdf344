import { messages } from '../src/messages';
import { deviceName, pushSubscriptionSchema } from '../src/push';
import { isStopReply, mobileNumber, mobileNumberText, smsCodeSchema, smsNumberSchema } from '../src/sms';

describe('SMS numbers and replies (issue #41 item 5)', () => {
  it('takes a French mobile or any international number, in E.164', () => {
    expect(mobileNumber('06 12 34 56 78')).toBe('+33612345678');
    expect(mobileNumber('07.12.34.56.78')).toBe('+33712345678');
    expect(mobileNumber('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(mobileNumber('0034 612 345 678')).toBe('+34612345678');
    expect(mobileNumber('+48 600-100-200')).toBe('+48600100200');
    expect(mobileNumber('05 56 00 00 00')).toBeNull();
    expect(mobileNumber('+33 5 56 00 00 00')).toBeNull();
    expect(mobileNumber('12')).toBeNull();
    expect(smsNumberSchema.safeParse({ telephone: '05 56 00 00 00' }).error?.issues[0]?.message).toBe(messages.smsNumeroInvalide);
  });

  it('writes a French number in pairs, others as they are', () => {
    expect(mobileNumberText('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(mobileNumberText('+34612345678')).toBe('+34612345678');
  });

  it('reads « STOP » in its usual forms only', () => {
    for (const reply of ['STOP', ' stop ', 'Stop.', 'ARRET', 'arrêt', 'STOP SMS', 'baja', 'Stopp!']) expect(isStopReply(reply)).toBe(true);
    for (const reply of ['Je serai là', 'stop and go', '']) expect(isStopReply(reply)).toBe(false);
  });

  it('takes a six-digit code only', () => {
    expect(smsCodeSchema.safeParse({ code: ' 012345 ' }).data).toEqual({ code: '012345' });
    expect(smsCodeSchema.safeParse({ code: '12345' }).error?.issues[0]?.message).toBe(messages.smsCodeInvalide);
  });
});

describe('push devices (issue #41 item 4)', () => {
  const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

  it('takes an https endpoint (or a local stand-in) with its keys and kinds', () => {
    expect(
      pushSubscriptionSchema.safeParse({
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        keys,
        appareil: 'Chrome sur Android',
        types: ['demarrage'],
      }).success,
    ).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'http://127.0.0.1:9000/x', keys, appareil: 'x', types: [] }).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'http://example.com/x', keys, appareil: 'x', types: [] }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://x', keys, appareil: 'x', types: ['alertes'] }).success).toBe(false);
  });

  it('names a device from its browser and system', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    expect(deviceName(android)).toBe('Chrome sur Android');
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari sur iOS');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0')).toBe(
      'Edge sur Windows',
    );
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox sur Linux');
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15')).toBe('Safari sur macOS');
    expect(deviceName('curl/8')).toBe('Navigateur sur un appareil');
  });
});
