import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('needs nothing for the embedded default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, appName: 'Wayfinder', dataDir: './data', databaseUrl: undefined, publicUrl: 'http://localhost:3000' });
  });

  it('derives the public URL from the port', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://wayfinder.example/' }).publicUrl).toBe('https://wayfinder.example');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('splits the trusted proxies', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2' }).trustedProxies).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});
