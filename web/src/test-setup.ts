import '@testing-library/jest-dom/vitest'
import './lib/renderer'
