import type { Context } from 'koa';

type StaffUser = { id: number; email: string; prenom?: string; nom?: string; role?: { type: string; name: string } };

/** GET /api/backoffice/me — only staff roles hold this permission: anyone else gets 403 from users-permissions. */
export default {
  async me(ctx: Context) {
    const user = ctx.state.user as StaffUser;
    ctx.body = {
      id: user.id,
      email: user.email,
      fullName: [user.prenom, user.nom].filter(Boolean).join(' ') || user.email,
      role: user.role?.type,
    };
  },
};
