@R-PRICE-04 @R-DISC-01 @R-TGT-04
Feature: The calc CLI explains a price as a product owner checks it by hand
  `npm run calc -- --example <place> --explain` prints the price of a place's worked example the way the worked
  examples of the pricing features are written: the calculator's base formula, then for every line (one item in one
  period) its base and each step of the pipeline (seasonal ratio, the targeting surcharges added together, each
  discount) as a formula with its numbers, each starting where the one before ended; then the sum of the lines, VAT
  on it and the total. A line of several identical units is explained for one unit, then multiplied. Each place
  brings its own worked example with it, and the CLI finds it by the place's name; the special project is priced by
  a manager, so there is nothing to explain.

  Scenario: Bus monitors — the explanation reads as a hand check
    When I ask the calc CLI to explain the worked example of "busMonitors"
    Then the explanation reads:
      """
      Маршрутные такси (busMonitors): 01.06.2027 – 30.06.2027

      База: 36 000 показов в день × дни × 10 с × 0,05 ₽ + 20 %

      1. «Старт: 100 мониторов», 01.06.2027 – 30.06.2027
         база: 648 000,00 ₽
         Сезонный коэффициент: 648 000,00 ₽ × 0,9719 = 629 791,20 ₽
         Скидка за объём: 629 791,20 ₽ × 0,95 = 598 301,64 ₽
         итого по строке: 598 301,64 ₽

      Итог
        Стоимость без НДС: сумма 1 строки = 598 301,64 ₽
        НДС 22 %: 598 301,64 ₽ × 0,22 = 131 626,36 ₽
        Итоговая стоимость: без НДС + НДС = 598 301,64 ₽ + 131 626,36 ₽ = 729 928,00 ₽

      Скидки
        за объём 5 %: применена (ступень по базовой цене кампании)*
        за ёмкость: нет
        персональная: нет
        общий коэффициент: нет
      """

  Scenario: Every place's worked example explained, every formula redone by hand
    When I ask the calc CLI to explain the worked example of every place a calculator prices
    Then every line shows its base and each step as a formula with its numbers, ending at the line total
    And the lines are summed, VAT is added, and the explanation ends at the total the CLI prices

  Scenario: A place the CLI does not know has no worked example
    When I ask the calc CLI to price the worked example of "rocket"
    Then the CLI refuses in Russian, naming every place that has a worked example, and prices nothing
