import type { Context } from 'koa';

type Me = {
  id: number;
  email: string;
  prenom?: string | null;
  nom?: string | null;
  confirmed: boolean;
  role?: { type: string };
};

/** GET /api/compte/moi — who is logged in, with the role the site needs to choose pages. */
export default {
  async moi(ctx: Context) {
    const user = ctx.state.user as Me;
    ctx.body = {
      id: user.id,
      email: user.email,
      prenom: user.prenom ?? '',
      nom: user.nom ?? '',
      confirme: user.confirmed,
      role: user.role?.type ?? null,
    };
  },
};
