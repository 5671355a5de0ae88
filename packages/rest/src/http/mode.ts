/** What the API runs for: `npm run dev` says development, tests say test; anything else is production. */
export type Mode = "development" | "production" | "test";
