/** The colours of the flow map's directions, shared by the map (client) and its legend (server). */
export const flowColors = { outbound: '#d54309', inbound: '#005ea2', within: '#008817' } as const;
