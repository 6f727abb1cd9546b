-- A new pending order in one call (issue 26; src/server/sale/orders/place-in-database.ts): its
-- row, its first history line, its trip's seats, its travellers' boarding places and, for a
-- signed-in buyer (p_buyer), the account's lock, the Idempotency-Key's claim, the pending cap
-- and the key's tie. Each statement below reads a fresh snapshot (READ COMMITTED), so the cap
-- counts what committed while the lock was awaited. A refusal raises P0001 with the API's error
-- code as its message, and nothing of the call is kept; a key claimed before answers
-- {"replayOf": {"requestHash", "orderId"}} and writes nothing.
-- p_order: the orders row as JSON by column name (no id, no code); p_codes: a JSON array of order
-- codes to try, in order (one is taken unless it is already some order's).
CREATE OR REPLACE FUNCTION place_order(p_order jsonb, p_codes jsonb, p_buyer jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_user_id integer := (p_buyer ->> 'userId')::integer;
  v_key text := p_buyer ->> 'key';
  v_at timestamptz := (p_order ->> 'created_at')::timestamptz;
  v_trip_id integer := (p_order ->> 'trip_id')::integer;
  v_product_id integer := (p_order ->> 'product_id')::integer;
  v_seats integer := coalesce((p_order ->> 'seats_held')::integer, 0);
  v_boarding_point_id integer := (p_order ->> 'boarding_point_id')::integer;
  v_email text;
  v_earlier record;
  v_pending integer;
  v_columns text;
  v_code text;
  v_id integer;
  v_left integer;
BEGIN
  IF p_buyer IS NOT NULL THEN
    -- NO KEY UPDATE: an account erased meanwhile (its row taken FOR UPDATE) is read erased here.
    SELECT email INTO v_email FROM users WHERE id = v_user_id FOR NO KEY UPDATE;
    IF v_email IS NULL OR right(v_email, length(p_buyer ->> 'erasedDomain')) = p_buyer ->> 'erasedDomain' THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'auth.session_expired';
    END IF;
    INSERT INTO idempotency_keys (user_id, key, request_hash, created_at)
      VALUES (v_user_id, v_key, p_buyer ->> 'hash', v_at) ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT request_hash, order_id INTO v_earlier FROM idempotency_keys WHERE user_id = v_user_id AND key = v_key;
      RETURN jsonb_build_object('replayOf', jsonb_build_object('requestHash', v_earlier.request_hash, 'orderId', v_earlier.order_id));
    END IF;
    SELECT count(*) INTO v_pending FROM orders
      WHERE user_id = v_user_id AND (trip_id = v_trip_id OR product_id = v_product_id)
        AND status = 'pending' AND (expires_at IS NULL OR expires_at > v_at);
    IF v_pending >= (p_buyer ->> 'maxPending')::integer THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'order.too_many_pending';
    END IF;
  END IF;

  -- The columns the caller gave, so a column added to orders needs no new version of this function.
  SELECT string_agg(quote_ident(name), ', ') INTO v_columns FROM jsonb_object_keys(p_order) AS name;
  FOR v_code IN SELECT jsonb_array_elements_text(p_codes) LOOP
    EXECUTE format('INSERT INTO orders (code, %s) SELECT $1, %s FROM jsonb_populate_record(NULL::orders, $2) ON CONFLICT (code) DO NOTHING RETURNING id', v_columns, v_columns)
      INTO v_id USING v_code, p_order;
    EXIT WHEN v_id IS NOT NULL;
  END LOOP;
  IF v_id IS NULL THEN
    RAISE EXCEPTION 'could not draw a free order code';
  END IF;
  INSERT INTO order_status_history (order_id, status, reason, at) VALUES (v_id, 'pending', 'placed', v_at);

  -- The conditional UPDATE is what guarantees the seats: of two orders of a trip's last seats, one waits for the other's commit and then finds none.
  IF v_trip_id IS NOT NULL AND v_seats > 0 THEN
    UPDATE trips SET seats_left = seats_left - v_seats WHERE id = v_trip_id AND seats_left >= v_seats;
    IF NOT FOUND THEN
      SELECT seats_left INTO v_left FROM trips WHERE id = v_trip_id;
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'order.seats_short', DETAIL = coalesce(v_left, 0)::text;
    END IF;
  END IF;

  IF p_buyer IS NOT NULL THEN
    UPDATE idempotency_keys SET order_id = v_id WHERE user_id = v_user_id AND key = v_key;
  END IF;
  IF v_boarding_point_id IS NOT NULL THEN
    INSERT INTO traveller_places (order_id, position, boarding_point_id)
      SELECT v_id, position, v_boarding_point_id FROM generate_series(0, (p_order ->> 'people')::integer - 1) AS position;
  END IF;
  RETURN jsonb_build_object('id', v_id, 'code', v_code);
END
$$;
