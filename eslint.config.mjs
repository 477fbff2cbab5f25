import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Deployable packages: nothing shared may depend on them. */
const deployables = [
  'auth',
  'contact',
  'knowledge-capture',
  'questionnaire',
  'client-profile',
  'matchmaker',
  'gateway',
];
const domainLibraries = ['language', 'matching', 'safety'];
/** An import of one of these workspace packages (or a path inside it). */
const packagesRegex = (names) => `^@rapport/(${names.join('|')})(/|$)`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.scratch/**',
      '**/.*.ts',
      '**/dist/**',
      '.data/**',
      '.bin/**',
      'infra/ferretdb/**',
      'web/src/api/routes.gen.ts',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      // The two programs `make typecheck` builds (server packages without DOM, web with it):
      // one program per package tsconfig would type-check shared code over and over.
      parserOptions: {
        project: ['./tsconfig.json', './web/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Package boundaries (one rule per file set: a later no-restricted-imports would replace it).
  {
    files: ['services/kit/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: packagesRegex([...domainLibraries, ...deployables]),
              message: 'The kit is infrastructure only: no domain library or service in it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: domainLibraries.map((name) => `services/${name}/**/*.ts`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: packagesRegex(deployables),
              message: 'A library may not depend on a service or the gateway.',
            },
          ],
        },
      ],
    },
  },
  {
    // What the browser loads: contract types, and the zod-free constants as values. Specs,
    // scripts and browser tests run in Node and may use the whole contract table.
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    ignores: ['web/src/**/*.spec.ts', 'web/src/**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@rapport/contracts',
              allowTypeImports: true,
              message:
                'Values from @rapport/contracts bring zod into the bundle: use `import type`, or @rapport/contracts/constants.',
            },
          ],
          patterns: [
            {
              regex: '^@rapport/(?!contracts(/constants)?$)',
              message:
                'The web app may import only @rapport/contracts (types) and @rapport/contracts/constants.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contracts/src/constants.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '.*',
              message:
                'The browser imports this module as @rapport/contracts/constants: keep it free of imports (no zod).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
