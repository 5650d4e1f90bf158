import { describe, expect, it } from 'vitest';
import { chooseHome, homeArgument } from '../../../src-main/electron/launch-options';

describe('Electron launch options', () => {
  it('reads --home DIR and --home=DIR', () => {
    expect(homeArgument(['electron', '.', '--home', '/data/a'])).toBe('/data/a');
    expect(homeArgument(['electron', '.', '--home=/data/b'])).toBe('/data/b');
    expect(homeArgument(['electron', '.'])).toBeUndefined();
  });

  it('prefers --home, then ALUMNI_LOADER_HOME, then the user data folder', () => {
    expect(chooseHome(['x', '--home', '/a'], { ALUMNI_LOADER_HOME: '/b' }, '/c')).toBe('/a');
    expect(chooseHome(['x'], { ALUMNI_LOADER_HOME: '/b' }, '/c')).toBe('/b');
    expect(chooseHome(['x'], { ALUMNI_LOADER_HOME: '  ' }, '/c')).toBe('/c');
    expect(chooseHome(['x'], {}, '/c')).toBe('/c');
  });
});
