/** The review manager's address (spec section 2): build links with this, never by hand. */
export const reviewRoutes = { manager: () => '/review-manager' } as const;
