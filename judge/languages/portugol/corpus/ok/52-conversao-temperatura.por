programa {
  funcao real paraFahrenheit(real c) {
    retorne c * 9 / 5 + 32
  }

  funcao real paraCelsius(real f) {
    retorne (f - 32) * 5 / 9
  }

  funcao inicio() {
    real c
    inteiro n
    leia(n)
    para (inteiro i = 0; i < n; i++) {
      leia(c)
      escreva(c, " C = ", paraFahrenheit(c), " F\n")
    }
    escreva(paraCelsius(100), "\n")
    escreva(paraCelsius(212), "\n")
  }
}
