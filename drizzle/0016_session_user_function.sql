-- The signed-in user of a session token, with the session's end and the subscriptions that could
-- still be live (src/server/auth/session-lookup.ts). In PL/pgSQL so that the server keeps the
-- query's plan for the session: planning it took most of its time on the embedded database,
-- which every signed-in request waited for (decision 0225).
CREATE FUNCTION "session_user_of"(p_token text)
RETURNS TABLE (
  "id" text, "name" text, "email" text, "email_verified" boolean, "image" text,
  "created_at" timestamptz, "updated_at" timestamptz, "role" text, "banned" boolean,
  "ban_reason" text, "ban_expires" timestamptz, "first_name" text, "last_name" text,
  "session_expires_at" timestamptz, "open_subscriptions" json
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT u.id, u.name, u.email, u.email_verified, u.image, u.created_at, u.updated_at, u.role, u.banned,
    u.ban_reason, u.ban_expires, u.first_name, u.last_name, s.expires_at,
    (SELECT coalesce(json_agg(json_build_object('status', x.status, 'provider', x.provider,
        'currentPeriodEnd', x.current_period_end, 'cancelAtPeriodEnd', x.cancel_at_period_end)), '[]'::json)
      FROM subscriptions x WHERE x.user_id = u.id AND x.status IN ('trialing', 'active', 'past_due'))
  FROM session s JOIN "user" u ON u.id = s.user_id
  WHERE s.token = p_token
  LIMIT 1;
END
$$;
