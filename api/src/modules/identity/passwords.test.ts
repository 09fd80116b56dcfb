import { createPasswordHasher, hashPassword, PASSWORD_HASH_COSTS } from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id at the standard cost by default, and checks the password', async () => {
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('Password123');
    const { memoryCost, timeCost } = PASSWORD_HASH_COSTS.standard;
    expect(hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},p=1,t=${timeCost}\\$`));
    await expect(hasher.verify(hash, 'Password123')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'Password124')).resolves.toBe(false);
  });

  it('verifies a hash made at the other cost: each hash names its own', async () => {
    const minimal = createPasswordHasher('minimal');
    expect(await minimal.hash('Password123')).toMatch(/^\$argon2id\$v=19\$m=256,p=1,t=1\$/);
    await expect(minimal.verify(await hashPassword('Password123'), 'Password123')).resolves.toBe(true);
    await expect(createPasswordHasher().verify(await minimal.hash('Password123'), 'Password123')).resolves.toBe(true);
  });

  it('answers false for an account without a hash, and for a stored value that is not a hash', async () => {
    const hasher = createPasswordHasher('minimal');
    await expect(hasher.verify(null, 'Password123')).resolves.toBe(false);
    await expect(hasher.verify('not a hash', 'Password123')).resolves.toBe(false);
  });
});
