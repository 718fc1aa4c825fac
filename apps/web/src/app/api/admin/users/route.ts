import { listUsers } from '@vtrans/db';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/admin/users — every account with its role and locality (admins only).
export const GET = withRoute({ roles: ['admin'] }, async ({ db }) =>
  envelope(
    200,
    (await listUsers(db)).map((user) => ({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      localityFips: user.locality_fips,
      localityName: user.locality_name,
    })),
  ),
);
