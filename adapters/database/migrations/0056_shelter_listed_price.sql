-- A shelter side's listed monthly price is the tariff the calculator charges for it, read from the pricing
-- reference in force by the tariff region of its okrug (issue 19 item 3). The figure the seed stored beside
-- the inventory (30 000 ₽ for a side the calculator priced at 28 000 ₽) was a second price for one side.
alter table transit_shelter_spaces drop column base_price;
