programa {
  funcao inicio() {
    inteiro maior = 2147483647
    inteiro menor = -2147483648
    escreva(maior, " ", menor, "\n")
    escreva(maior - 1, " ", menor + 1, "\n")
    escreva(maior / 2, " ", menor / 2, "\n")
    real grande = maior
    escreva(grande * 2, "\n")
    escreva(-maior - 1, "\n")
    escreva(46340 * 46340, "\n")
    escreva(maior % 10, "\n")
  }
}
