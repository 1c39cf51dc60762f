// @vitest-environment node
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'
// @ts-expect-error: a plain ES module, without types
import { boundaries } from './boundaries.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const src = fileURLToPath(new URL('../src', import.meta.url))
const at = (file: string) => path.join(src, file)
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } })

tester.run('boundaries: the store console behind import()', boundaries, {
  valid: [
    // The console's route table loads its screens on demand.
    { filename: at('app/modes/business.tsx'), code: "const routes = [{ lazy: () => import('../business/ConsoleFrame') }]" },
    { filename: at('app/modes/business.tsx'), code: "const load = () => import('../../features/consoleAuth/SignIn')" },
    // Inside the console, static imports are the console's own business.
    { filename: at('app/business/SignInScreen.tsx'), code: "import { SignIn } from '../../features/consoleAuth/SignIn'" },
    { filename: at('app/business/SignInScreen.tsx'), code: "import { ConsoleFrame } from './ConsoleFrame'" },
    { filename: at('features/consoleAuth/SignIn.tsx'), code: "import { useSignIn } from './api'" },
    // The console uses lib/ and components/ like any feature.
    { filename: at('features/consoleAuth/api.ts'), code: "import { businessRequest } from '../../lib/businessApi'" },
  ],
  invalid: [
    { filename: at('app/modes/business.tsx'), code: "import { ConsoleFrame } from '../business/ConsoleFrame'", errors: [{ messageId: 'refused' }] },
    { filename: at('app/routes/Home.tsx'), code: "export { SignIn } from '../../features/consoleAuth/SignIn'", errors: [{ messageId: 'refused' }] },
    { filename: at('app/Layout.tsx'), code: "import './business/ConsoleFrame'", errors: [{ messageId: 'refused' }] },
    // Features keep apart, a console's as much as a shopper's.
    { filename: at('features/consoleAuth/SignIn.tsx'), code: "const m = import('../consoleQueue/Queue')", errors: [{ messageId: 'refused' }] },
    { filename: at('features/account/LoginForm.tsx'), code: "import { SignIn } from '../consoleAuth/SignIn'", errors: [{ messageId: 'refused' }] },
    // The console is a frame: no other frame's pieces, no marketplace page.
    { filename: at('app/business/ConsoleFrame.tsx'), code: "import { KioskLayout } from '../kiosk/KioskLayout'", errors: [{ messageId: 'refused' }] },
    { filename: at('app/business/ConsoleFrame.tsx'), code: "import { Home } from '../routes/Home'", errors: [{ messageId: 'refused' }] },
    { filename: at('app/kiosk/KioskLayout.tsx'), code: "const f = () => import('../business/ConsoleFrame')", errors: [{ messageId: 'refused' }] },
  ],
})
