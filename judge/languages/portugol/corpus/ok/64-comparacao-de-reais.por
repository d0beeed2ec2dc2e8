programa {
  inclua biblioteca Matematica --> mat

  funcao inicio() {
    real a = 0.1 + 0.2
    escreva(a == 0.3, "\n")
    escreva(mat.valor_absoluto(a - 0.3) < 0.000001, "\n")
    escreva(1.1 + 2.2, "\n")
    escreva(100 * 1.1, "\n")
    escreva(0.1 * 3, "\n")
    escreva(2.0 == 2, " ", 2.5 > 2, " ", -0.0 == 0.0, "\n")
    real preco = 19.9
    inteiro quantidade = 3
    escreva("Total: ", preco * quantidade, "\n")
    escreva("Total arredondado: ", mat.arredondar(preco * quantidade, 2), "\n")
  }
}
