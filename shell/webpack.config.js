// Builds the shell (host) into dist/shell/. It knows no remote: they come from the site's live release at run time.
const { hostConfig } = require('@drawfront/shared/build/webpack');

module.exports = (_env, argv) => hostConfig({ dir: __dirname, mode: argv.mode, title: 'Drawfront' });
