// Inside the alpha domain: only alpha's own modules import it.
export const alphaTotal = (values: number[]) => values.reduce((a, b) => a + b, 0);
