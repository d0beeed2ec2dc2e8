programa {
  inclua biblioteca Matematica --> mat

  funcao inicio() {
    escreva(mat.potencia(2, 10), "\n")
    escreva(mat.potencia(2.0, -2), "\n")
    escreva(mat.raiz(16, 2), "\n")
    escreva(mat.raiz(27.0, 3), "\n")
    escreva(mat.raiz(2, 2), "\n")
    escreva(mat.arredondar(3.14159, 2), "\n")
    escreva(mat.arredondar(2.5, 0), "\n")
    escreva(mat.arredondar(-2.5, 0), "\n")
    escreva(mat.arredondar(1.005, 2), "\n")
    escreva(mat.logaritmo(8, 2), "\n")
    escreva(mat.logaritmo(1000, 10), "\n")
    escreva(mat.seno(0), "\n")
    escreva(mat.cosseno(0), "\n")
    escreva(mat.tangente(0), "\n")
    escreva(mat.seno(mat.PI / 2), "\n")
    escreva(mat.PI, "\n")
    escreva(mat.valor_absoluto(-7), "\n")
    escreva(mat.valor_absoluto(3.5), "\n")
    escreva(mat.maior_numero(3, 8.5), "\n")
    escreva(mat.menor_numero(-1, 4), "\n")
    real area = mat.PI * mat.potencia(2, 2)
    escreva("Área: ", mat.arredondar(area, 3), "\n")
  }
}
