import { sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client.ts'

/**
 * The admin benchmark's data, made by the database itself (INSERT ... SELECT generate_series,
 * a few seconds): `trips` trips with two options each, 2,000 customers and `orders` orders
 * spread over the last twelve months, with Brazilian names (so a surname like "Silva" is as
 * common as it is in life), CPF-shaped digits, all statuses and methods. setseed makes every
 * run the same data.
 */
export async function seedAdminBench(db: Db, { trips = 500, orders = 10_000 } = {}) {
  const firstNames = `array['Maria','Ana','Francisca','Antônia','Adriana','Juliana','Márcia','Fernanda','Patrícia','Aline','José','João','Antônio','Francisco','Carlos','Paulo','Pedro','Lucas','Luiz','Marcos','Gabriel','Rafael','Daniel','Marcelo','Bruno','Eduardo','Felipe','Raimundo','Rodrigo','Sérgio']`
  const surnames = `array['Silva','Santos','Oliveira','Souza','Rodrigues','Ferreira','Alves','Pereira','Lima','Gomes','Costa','Ribeiro','Martins','Carvalho','Almeida','Lopes','Soares','Fernandes','Vieira','Barbosa','Rocha','Dias','Nascimento','Andrade','Moreira','Nunes','Marques','Machado','Mendes','Freitas']`
  const places = `array['Gramado','Bonito','Jericoacoara','Fernando de Noronha','Chapada Diamantina','Lençóis Maranhenses','Foz do Iguaçu','Campos do Jordão','Porto de Galinhas','Maragogi','Ouro Preto','Paraty','Florianópolis','Salvador','Natal','Búzios','Ilhabela','Monte Verde','Canela','Jalapão']`
  const kinds = `array['Excursão','Réveillon em','Carnaval em','Fim de semana em','Feriado em','Férias em','Roteiro','Circuito']`
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('select setseed(0.42)'))
    await tx.execute(
      sql.raw(`
        insert into trips (slug, name, classification, transport, check_in, check_out, destination, vacancies, seats_left, published)
        select 'bench-' || i, (${kinds})[1 + i % 8] || ' ' || (${places})[1 + (i / 8) % 20] || ' ' || (2025 + i % 3), i % 3,
               (array['road','air','cruise'])[1 + i % 3], d, d + 4, (${places})[1 + (i / 8) % 20], 40, 40, i % 10 <> 0
        from generate_series(1, ${trips}) i, lateral (select (current_date - 120 + (i * 7) % 480) as d) day`),
    )
    await tx.execute(
      sql.raw(`
        insert into trip_options (trip_id, name, price_cents, people, position)
        select t.id, o.name, o.price + (t.id % 40) * 2500, o.people, o.position
        from trips t, (values ('Individual', 90000, 1, 0), ('Quarto duplo', 160000, 2, 1)) o(name, price, people, position)`),
    )
    await tx.execute(
      sql.raw(`
        insert into users (type, email, first_name, last_name, cpf)
        select 0, 'cliente' || i || '@example.com', (${firstNames})[1 + i % 30], (${surnames})[1 + (i * 7) % 30], lpad((i * 7919)::text, 11, '0')
        from generate_series(1, 2000) i`),
    )
    await tx.execute(
      sql.raw(`
        with customers as (select array_agg(id order by id) ids from users where type = 0),
             numbered as (select id, name, row_number() over (order by id) n from trips),
             drawn as (
               select i, random() s, random() m, random() p, random() c, random() n1, random() n2, random() n3
               from generate_series(1, ${orders}) i
             ),
             shaped as (
               select d.*,
                      case when s < 0.55 then 'paid' when s < 0.7 then 'pending' when s < 0.85 then 'canceled' else 'refused' end status,
                      case when m < 0.45 then 'pix' when m < 0.8 then 'card' else 'boleto' end method,
                      1 + floor(p * 4)::int party,
                      now() - c * interval '365 days' created,
                      (${firstNames})[1 + floor(n1 * 30)::int] || ' ' || (${surnames})[1 + floor(n2 * 30)::int] || ' ' || (${surnames})[1 + floor(n3 * 30)::int] payer_name,
                      lpad(upper(to_hex((i::bigint * 2654435761) % 4294967296)), 8, '0') hex
               from drawn d
             )
        insert into orders (code, user_id, trip_id, option_id, item_name, option_name, people, seats_held, unit_price_cents, amount_cents,
                            method, installments, status, status_reason, payer, gateway, charge_id, card_brand, card_last4, expires_at, created_at, updated_at)
        select substr(hex, 1, 4) || '-' || substr(hex, 5, 4), (select ids[1 + i % 2000] from customers), t.id, o.id, t.name, o.name, party, party,
               o.price_cents, o.price_cents * party, method, case when method = 'card' then 1 + i % 10 else 1 end, status,
               case status when 'paid' then 'confirmed' when 'pending' then 'placed' when 'canceled' then 'expired' else 'declined' end,
               jsonb_build_object(
                 'name', payer_name,
                 'cpf', lpad(floor(random() * 99999999999)::bigint::text, 11, '0'),
                 'email', translate(lower(replace(payer_name, ' ', '.')), 'áâãéêíóôõúç', 'aaaeeiooouc') || i || '@example.com',
                 'phone', '119' || lpad((i * 37)::text, 8, '0'),
                 'birthDate', (date '1950-01-01' + (i * 13) % 20000)::text,
                 'address', jsonb_build_object('zipCode', '01310100', 'street', 'Avenida Paulista', 'number', (i % 2000)::text, 'complement', '', 'neighborhood', 'Bela Vista', 'city', 'São Paulo', 'state', 'SP')),
               'sandbox', 'ch_' || i, case when method = 'card' then 'visa' end, case when method = 'card' then '1111' end,
               case when status = 'pending' and method <> 'card' then created + interval '3 days' end, created, created
        from shaped
        join numbered t on t.n = 1 + i % ${trips}
        join lateral (select * from trip_options where trip_id = t.id order by id offset i % 2 limit 1) o on true`),
    )
    await tx.execute(
      sql.raw(`
        insert into order_status_history (order_id, status, reason, at)
        select id, 'pending', 'placed', created_at from orders
        union all
        select id, status, status_reason, created_at + interval '2 minutes' from orders where status <> 'pending'`),
    )
    // Seats held by paid and pending orders leave the trips, as the checkout would have taken them.
    await tx.execute(
      sql.raw(`
        update trips t set vacancies = greatest(t.vacancies, held.seats), seats_left = greatest(t.vacancies, held.seats) - held.seats
        from (select trip_id, sum(seats_held)::int seats from orders where status in ('paid', 'pending') group by trip_id) held
        where held.trip_id = t.id`),
    )
  })
  await db.execute(sql.raw('analyze'))
}
