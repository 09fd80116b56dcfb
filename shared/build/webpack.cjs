// Webpack configuration shared by the shell (host) and every remote, so that all of them agree on
// the Module Federation singletons and the artifact layout ARCHITECTURE §2 describes.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');

const fs = require('node:fs');

const repoRoot = path.resolve(__dirname, '../..');

/** The mount-contract version remotes are built against, read from its one source of truth. */
function contractVersion() {
  const source = fs.readFileSync(path.join(__dirname, '../src/contract/contract-version.ts'), 'utf8');
  const match = /CONTRACT_VERSION = '([^']+)'/.exec(source);
  if (!match) throw new Error('shared/src/contract/contract-version.ts no longer declares CONTRACT_VERSION');
  return match[1];
}

/** Writes drawfront-artifact.json beside remoteEntry.js: what the ops CLI publishes for this build. */
class ArtifactDescriptorPlugin {
  constructor(descriptor) {
    this.descriptor = descriptor;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ArtifactDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ArtifactDescriptorPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = JSON.stringify({ ...this.descriptor, builtAt: new Date().toISOString() }, null, 2);
        compilation.emitAsset('drawfront-artifact.json', new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

/** gzip and brotli copies beside each text asset, so servers send them precompressed. */
function compressionPlugin() {
  const copy = (algorithm, extension) => ({
    implementation: MinimizerPlugin.compress,
    options: { algorithm },
    type: 'asset',
    filename: `[path][base].${extension}`,
  });
  return new MinimizerPlugin({
    test: /\.(js|css|html|json|svg)$/i,
    minify: [],
    generate: { gzip: copy('gzip', 'gz'), brotli: copy('brotliCompress', 'br') },
  });
}

/** Container name of a remote; kept in step with shared/src/contract/remotes.ts `containerName`. */
const containerName = (remote) => `drawfront_${remote.replace(/-/g, '_')}`;

/**
 * Modules that must exist once per page: React and React DOM (two copies of React break hooks), and
 * single-spa-react. `requiredVersion` comes from the consuming package's package.json, so a remote
 * built against an incompatible React is refused at load, not at render.
 *
 * Deliberately not shared, though ARCHITECTURE §2 lists them, because nothing needs one instance of
 * them and sharing costs the first page (a shared module is bundled whole, never tree-shaken):
 * - react-router-dom (62 KB gzip whole) and rxjs (18 KB): each remote's router lives in its own React
 *   root, and observables from different RxJS copies interoperate through `subscribe`;
 * - @drawfront/shared: shared by subpath, every module became its own chunk (13 requests for the
 *   catalogue, each with a copy of the UI kit's CSS); the instances that must be one (bus, stores,
 *   API client) cross the boundary as mount props.
 * Measured on home: 42 scripts / 283 KB gzip → 11 scripts / 203 KB gzip.
 */
function sharedModules(dependencies) {
  const singleton = (version) => ({ singleton: true, requiredVersion: version, strictVersion: false });
  return {
    react: singleton(dependencies.react),
    'react/jsx-runtime': singleton(dependencies.react),
    'react-dom': singleton(dependencies['react-dom']),
    'react-dom/client': singleton(dependencies['react-dom']),
    'single-spa-react': singleton(dependencies['single-spa-react']),
  };
}

function commonConfig({ dir, mode }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: {} } }), compressionPlugin()],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * A remote: an immutable, versioned artifact in dist/remotes/<remote>/<version>/ exposing `./parcel`.
 * The version comes from REMOTE_VERSION or the package's version.
 */
function remoteConfig({ dir, remote, mode }) {
  const pkg = require(path.join(dir, 'package.json'));
  const version = process.env.REMOTE_VERSION || pkg.version;
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) throw new Error(`REMOTE_VERSION "${version}" of ${remote} is not a semantic version`);
  return {
    ...commonConfig({ dir, mode }),
    entry: {},
    output: {
      path: path.join(repoRoot, 'dist/remotes', remote, version),
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: containerName(remote),
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: containerName(remote),
        filename: 'remoteEntry.js',
        exposes: { './parcel': './src/app/parcel.tsx' },
        shared: sharedModules(pkg.dependencies),
        manifest: true,
        dts: false,
        // The remote uses the page's one federation runtime (the shell provides it on a global) instead of
        // carrying its own copy (about 26 KB gzip per remote). It therefore needs a shell built with
        // `provideExternalRuntime`; without one its entry throws, and the shell shows the fallback page.
        experiments: { externalRuntime: true },
      }),
      new ArtifactDescriptorPlugin({ remote, version, contractVersion: contractVersion() }),
    ],
  };
}

/**
 * `provideExternalRuntime` adds its runtime plugin by the path of its CommonJS build, which `require`s the
 * CommonJS build of the federation runtime core, while webpack's federation runtime imports the ES module
 * build: two copies of the core in main.js (+24 KB gzip), and remotes handed the one the host never uses.
 * Pointing the plugin at its ES module build makes both the same module.
 */
function provideRuntimeOnce() {
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [commonJs]: path.join(path.dirname(commonJs), 'index.js') };
}

/** The shell: a host with no remotes known at build time (they are registered from the live release). */
function hostConfig({ dir, mode, title }) {
  const pkg = require(path.join(dir, 'package.json'));
  const common = commonConfig({ dir, mode });
  return {
    ...common,
    resolve: { ...common.resolve, alias: provideRuntimeOnce() },
    entry: { main: './src/app/index.ts' },
    output: {
      path: path.join(repoRoot, 'dist/shell'),
      // Deep links such as /my-account/tickets/3 must still load /main.js, so no 'auto' here.
      publicPath: '/',
      // No hash in the entry's name: webpack 5.111 cannot resolve one for the federation runtime
      // (module-federation/core#5077). index.html adds a ?hash and the server makes browsers revalidate it.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: 'drawfront_shell',
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'drawfront_shell',
        remotes: {},
        shared: sharedModules(pkg.dependencies),
        // The manifest lists which chunk holds each shared module; the e2e suite uses it to prove React loads once.
        manifest: true,
        dts: false,
        // Publishes this runtime on a global for remotes built with `externalRuntime`: one runtime per page.
        experiments: { provideExternalRuntime: true },
      }),
      new HtmlWebpackPlugin({ template: './src/app/index.html', title, scriptLoading: 'defer', hash: true }),
    ],
  };
}

module.exports = { remoteConfig, hostConfig, sharedModules, containerName, repoRoot };
