// Builds the account remote into dist/remotes/account/<version>/ (REMOTE_VERSION overrides package.json's version).
const { remoteConfig } = require('@drawfront/shared/build/webpack');

module.exports = (_env, argv) => remoteConfig({ dir: __dirname, remote: 'account', mode: argv.mode });
